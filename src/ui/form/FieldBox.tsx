import styled from 'styled-components';
import { theme } from '../../shared/theme';

/**
 * The frame of one labelled field: label, control, hint, error line. Kept apart from the Formik
 * fields (TextField, FileField) so a page can draw a field before the form code arrives (the
 * profile's placeholder in the static HTML) without shipping formik.
 */
export const FieldBox = styled.div`
  display: grid;
  gap: 4px;
  label {
    font-weight: 600;
    font-size: 14px;
  }
  .label-row {
    display: flex;
    gap: 4px;
    align-items: baseline;
  }
  .required-mark {
    color: ${theme.color.error};
    font-weight: 700;
  }
  input,
  textarea {
    padding: 10px 12px;
    border-radius: ${theme.radius.s};
    border: 1px solid ${theme.color.border};
    font: inherit;
    min-height: 44px;
    width: 100%;
    box-sizing: border-box;
  }
  textarea {
    min-height: 88px;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${theme.color.error};
  }
  .hint {
    font-size: 13px;
    color: ${theme.color.muted};
  }
  .error {
    color: ${theme.color.error};
    font-size: 13px;
    font-weight: 500;
    min-height: 1em;
  }
`;
