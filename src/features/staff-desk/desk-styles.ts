/** The desk's styled parts, shared by its tabs. */
import styled, { css } from 'styled-components';
import { bareList, theme } from '../../shared/theme';

/** A row of controls that wraps onto the next line on a narrow screen. */
export const wrappingRow = (gap: string, align: 'center' | 'end' = 'center') => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${gap};
  align-items: ${align};
`;

/** A label's text beside its control: a long text wraps beside its checkbox, not onto a line under it. */
const besideControl = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  > input,
  > select {
    flex-shrink: 0;
  }
`;

export const Wrap = styled.div`
  display: grid;
  /* One column no wider than the page: an auto column grew to the menu table (471 px at 360). */
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  /* A counter's touch screen: every control at least 44 px tall (WCAG 2.5.5). */
  button,
  select,
  input:not([type='checkbox']) {
    min-height: 44px;
  }
  /* Typed values (prices, times, dates) as large as the desk's text, not the browser's small default. */
  input:not([type='checkbox']) {
    font: inherit;
    padding: 0 8px;
  }
  input[type='checkbox'] {
    width: 24px;
    height: 24px;
  }
`;
export const Bar = styled.div`
  ${wrappingRow('8px')}
  justify-content: space-between;
`;
export const Tabs = styled.div`
  display: flex;
  /* Four tabs for a manager: a second row on a phone rather than a page wider than the screen. */
  flex-wrap: wrap;
  gap: 8px;
  button {
    font: inherit;
    padding: 8px 16px;
    border: 1px solid ${theme.color.borderStrong};
    border-radius: 999px;
    background: ${theme.color.surface};
    cursor: pointer;
  }
  button[aria-selected='true'] {
    border-color: ${theme.color.text};
    font-weight: 700;
  }
`;
export const Badge = styled.span`
  display: inline-block;
  min-width: 22px;
  padding: 0 6px;
  border-radius: 11px;
  background: ${theme.color.error};
  color: ${theme.color.onDark};
  font-weight: 700;
  text-align: center;
`;
export const Warning = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: 8px;
  background: ${theme.color.warningBg};
  border: 1px solid ${theme.color.warningStrong};
`;
export const List = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
`;
export const Card = styled.article<{ $overdue: boolean }>`
  border: 2px solid ${(p) => (p.$overdue ? theme.color.error : theme.color.border)};
  border-radius: 12px;
  padding: 12px;
  background: ${theme.color.surface};
  overflow-wrap: anywhere;
  header {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    align-items: baseline;
  }
  h3 {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 8px;
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
  }
`;
export const Status = styled.strong`
  white-space: nowrap;
`;
export const Actions = styled.div`
  ${wrappingRow('8px')}
  label {
    ${besideControl}
  }
  form {
    ${wrappingRow('6px')}
  }
`;
export const SignInForm = styled.form`
  display: grid;
  gap: 12px;
  max-width: 360px;
  label {
    display: grid;
    gap: 4px;
  }
  input {
    font: inherit;
    padding: 10px;
  }
`;
/** Its own line under the standing hours: the current override, then the inputs. */
export const DayForm = styled.form`
  flex-basis: 100%;
  strong,
  p {
    flex-basis: 100%;
    margin: 0;
  }
`;

export const Kitchen = styled.div`
  ${wrappingRow('16px')}
  margin-bottom: 12px;
  form {
    ${wrappingRow('8px')}
  }
  label {
    ${besideControl}
  }
`;
/** A phone (360 px) scrolls the dish table sideways instead of widening the page. */
export const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  td,
  th {
    border-bottom: 1px solid ${theme.color.border};
    padding: 6px 4px;
    text-align: left;
  }
  form {
    display: flex;
    gap: 6px;
  }
  input[inputmode='decimal'] {
    width: 80px;
  }
`;
/** A table whose first column (the row's name) stays in view while a phone scrolls the table across. */
export const NamedRowsTable = styled(Table)`
  tr > :first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${theme.color.background};
  }
`;
/** An online order's money on its card: the sums, the provider's calls and the refund form. */
export const MoneyBox = styled.div`
  display: grid;
  gap: 8px;
  margin: 8px 0;
  padding-top: 8px;
  border-top: 1px solid ${theme.color.border};
  ul {
    margin: 0;
    padding-left: 18px;
  }
  form {
    ${wrappingRow('8px', 'end')}
  }
  form p {
    flex-basis: 100%;
    margin: 0;
  }
  label {
    display: grid;
    gap: 4px;
  }
  input {
    font: inherit;
    padding: 8px;
    min-height: 40px;
    border: 1px solid ${theme.color.borderStrong};
    border-radius: 6px;
  }
  > button {
    justify-self: start;
  }
`;

/** The orders the POS does not have yet: a warning box with a line and a retry button per order. */
export const PosLine = styled.section`
  padding: 10px 12px;
  border-radius: 8px;
  background: ${theme.color.warningBg};
  border: 1px solid ${theme.color.warningStrong};
  h3,
  p {
    margin: 0 0 6px;
  }
  ul + h3 {
    margin-top: 14px;
  }
  ul {
    ${bareList}
    display: grid;
    gap: 8px;
  }
  li {
    ${wrappingRow('8px')}
    justify-content: space-between;
  }
  small {
    display: block;
    overflow-wrap: anywhere;
  }
`;
