import React from 'react';

/** One term of a description list with its value: a fragment, so it stands directly inside a `<dl>`. */
export function Fact({ term, children, testId }: { term: React.ReactNode; children: React.ReactNode; testId?: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  );
}
