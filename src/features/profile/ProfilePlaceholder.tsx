/**
 * What a profile page shows before its code, the session and the section's data are there: the
 * navigation and the section's frame. The profile-page template draws it in the static HTML and
 * while the profile code loads; the profile page keeps it while the session and data load.
 */
import React from 'react';
import { Loading, ProfileShell } from './profile-ui';
import { ProfileNav } from './ProfileNav';
import { profileSectionOf, type ProfileSection } from './profile-routes';
import { InformationPlaceholder } from './sections/InformationPlaceholder';

/** The section's stand-in: the information page's frame, the loading line elsewhere. */
export function SectionPlaceholder({ section }: { section: ProfileSection }) {
  return section === 'information' ? <InformationPlaceholder /> : <Loading />;
}

/** A profile page's frame: the navigation and the section (the loaded page and its placeholder). */
export function ProfileFrame({
  section,
  children,
  testId,
}: {
  section: ProfileSection;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <ProfileShell data-testid={testId} data-section={section}>
      <ProfileNav section={section} />
      <div>{children}</div>
    </ProfileShell>
  );
}

export function ProfilePlaceholder({ rest }: { rest: string }) {
  const section = profileSectionOf(rest);
  if (!section) return null;
  return (
    <ProfileFrame section={section}>
      <SectionPlaceholder section={section} />
    </ProfileFrame>
  );
}
