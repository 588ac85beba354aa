import React from 'react';

/**
 * A field's label with the required mark beside it (outside the <label>, so the field's accessible
 * name stays its label; the control itself carries `required` / `aria-required`).
 */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: React.ReactNode }) {
  return (
    <span className="label-row">
      <label htmlFor={htmlFor}>{children}</label>
      {required && (
        <span className="required-mark" aria-hidden="true" data-testid="required-mark">
          *
        </span>
      )}
    </span>
  );
}
