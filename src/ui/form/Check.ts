import styled from 'styled-components';
import { theme } from '../../shared/theme';

/** A checkbox with its label text, 44 px tall (the checkout's and the profile's forms). */
export const Check = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  min-height: 44px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${theme.color.brand};
  }
`;
