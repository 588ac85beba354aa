/** The auth module's public API: other modules import only this file (the registration is in module.ts). */
export { addBonus, bonusHistory, BONUS_FACTS, InsufficientBonusError } from './bonus';
export type { BonusReason } from './bonus';
export { userShape, issueToken } from './users';
export { formatPhone, normalisePhone } from './phone';
export { AVATAR_SIZES, findUserByEmail, findUserById, findUserByPhone, grantBirthdayBonusIfDue } from './users';
export { hashPassword, isValidEmail, needsRehash, passwordProblem, setPasswordCost, verifyPassword } from './password';
export { kyivDay } from './kyiv';
export { reservePasswordAttempt } from './limits';
export { verifySecret } from './secrets';
export { issuePhoneProof, phoneProofHolds } from './phone-proofs';
export { UserSchema } from './schemas';
export { createStandInBotApi, createTelegramBotApi, type TgBotApi, type TgOutgoing } from './providers/tg-bot-api';
export { authProvidersOf, type AuthProviders } from './providers';
export type { SmsGateway } from './providers/sms-gateway';
export { emailConfirmed, sendEmailConfirmation } from './email-confirmation';
export { confirmIfProviderVerified } from './social-links';
export { remindUnconfirmedEmails, type ReminderReport } from './email-reminders';
