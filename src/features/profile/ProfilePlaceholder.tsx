/**
 * What a profile page shows before its code, the session and the section's data are there: the
 * navigation and the section's frame. The client-page template draws it in the static HTML and
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

export function ProfilePlaceholder({ rest }: { rest: string }) {
  const section = profileSectionOf(rest);
  if (!section) return null;
  return (
    <ProfileShell data-section={section}>
      <ProfileNav section={section} />
      <div>
        <SectionPlaceholder section={section} />
      </div>
    </ProfileShell>
  );
}
