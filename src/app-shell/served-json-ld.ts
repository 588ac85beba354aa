/**
 * The schema.org JSON-LD in the served HTML describes the page the server rendered
 * (src/templates/json-ld.ts; the browser builds none). Once a client-side navigation shows another
 * page, it no longer applies and goes.
 */
export function dropServedJsonLd(doc: Pick<Document, 'querySelectorAll'>): void {
  doc.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove());
}
