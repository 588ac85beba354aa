import { dropServedJsonLd } from './served-json-ld';

describe('the served JSON-LD after a client-side navigation', () => {
  it('goes, and every other script of the head stays', () => {
    document.head.innerHTML =
      '<script type="application/ld+json">{"@type":"Restaurant"}</script>' +
      '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>' +
      '<script>window.kept = 1</script><title>Смачна Хата</title>';
    dropServedJsonLd(document);
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(document.title).toBe('Смачна Хата');
  });
});
