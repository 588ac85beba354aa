/**
 * Draws delivery zones without any third-party map tiles: the API's polygons ([lat, lng])
 * projected onto an SVG canvas (equirectangular, longitude scaled by cos(latitude) so
 * distances look right at Odesa's latitude, about 46°).
 */
export type LatLng = [number, number];

export interface Projection {
  width: number;
  height: number;
  toXY: (point: LatLng) => [number, number];
}

const extent = (values: number[]) => [Math.min(...values), Math.max(...values)];

export function fitProjection(polygons: LatLng[][], width: number, padding = 12): Projection {
  const points = polygons.flat();
  if (points.length === 0) return { width, height: width, toXY: () => [width / 2, width / 2] };
  const [minLat, maxLat] = extent(points.map((p) => p[0]));
  const [minLng, maxLng] = extent(points.map((p) => p[1]));
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLng - minLng) * k, 1e-9);
  const spanY = Math.max(maxLat - minLat, 1e-9);
  const scale = (width - 2 * padding) / spanX;
  const height = Math.round(spanY * scale + 2 * padding);
  return {
    width,
    height,
    toXY: ([lat, lng]) => [padding + (lng - minLng) * k * scale, padding + (maxLat - lat) * scale],
  };
}

/**
 * fitProjection on a canvas `width` wide and at most `maxHeight` tall: a drawing taller than that
 * (zones stretched north to south) is scaled down to the height and centred across, so a marker
 * keeps its size on screen however the zones are shaped.
 */
export function fitProjectionInBox(polygons: LatLng[][], width: number, maxHeight: number, padding = 12): Projection {
  const wide = fitProjection(polygons, width, padding);
  if (wide.height <= maxHeight) return wide;
  // The drawing's height less its padding scales with the width less its padding.
  const narrowWidth = 2 * padding + ((width - 2 * padding) * (maxHeight - 2 * padding)) / (wide.height - 2 * padding);
  const narrow = fitProjection(polygons, narrowWidth, padding);
  const dx = (width - narrowWidth) / 2;
  return {
    width,
    height: Math.min(narrow.height, maxHeight),
    toXY: (point) => {
      const [x, y] = narrow.toXY(point);
      return [x + dx, y];
    },
  };
}

/** SVG path data of a closed polygon, coordinates rounded to 0.1 px. */
export function polygonPath(polygon: LatLng[], projection: Projection): string {
  return (
    polygon
      .map((p, i) => {
        const [x, y] = projection.toXY(p);
        return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
      })
      .join(' ') + ' Z'
  );
}
