/**
 * The attribute of the element around the page's own content, inside <main> (Layout.tsx): the
 * element the page fade animates (src/app-shell/page-fade.ts).
 */
export const PAGE_CONTENT_ATTRIBUTE = 'data-page-content';
