/** The shared fetch double (src/test/fetch.ts). */
export * from '../../test/fetch';
