/**
 * The part of Leaflet's own stylesheet (leaflet/dist/leaflet.css, BSD-2-Clause) this map uses:
 * panes, tiles, vector shapes, markers, the zoom and attribution controls, tooltips; and the
 * staff editor's draggable points. As a global style of
 * the map's lazy chunk, not a CSS import: Gatsby merges every imported CSS file, lazy or not, into
 * the one stylesheet every page inlines (decision 471).
 */
import { createGlobalStyle } from 'styled-components';
import { theme } from '../../shared/theme';

export const LeafletStyles = createGlobalStyle`
  .leaflet-marker-icon, .leaflet-pane, .leaflet-tile, .leaflet-tile-container, .leaflet-pane > svg, .leaflet-zoom-box, .leaflet-layer {
    position: absolute; left: 0; top: 0;
  }
  .leaflet-container {
    overflow: hidden; background: ${theme.color.mapBg}; outline-offset: 1px; -webkit-tap-highlight-color: transparent;
    font-size: 12px; line-height: 1.5;
  }
  .leaflet-container.leaflet-touch-drag.leaflet-touch-zoom { touch-action: none; }
  .leaflet-tile { user-select: none; filter: inherit; visibility: hidden; }
  .leaflet-tile-loaded { visibility: inherit; }
  .leaflet-container .leaflet-overlay-pane svg { max-width: none !important; max-height: none !important; }
  .leaflet-container .leaflet-tile-pane img, .leaflet-container .leaflet-tile {
    max-width: none !important; max-height: none !important; width: auto; padding: 0;
  }
  .leaflet-pane { z-index: 400; }
  .leaflet-tile-pane { z-index: 200; }
  .leaflet-overlay-pane { z-index: 400; }
  .leaflet-marker-pane { z-index: 600; }
  .leaflet-tooltip-pane { z-index: 650; }
  .leaflet-marker-icon { display: block; user-select: none; }
  .leaflet-marker-icon.leaflet-interactive { pointer-events: auto; cursor: move; }
  .zone-point {
    box-sizing: border-box; border-radius: 50%; background: ${theme.color.surface};
    border: 3px solid ${theme.color.text};
  }
  .zone-point:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  .leaflet-map-pane svg { z-index: 200; }
  .leaflet-zoom-box { width: 0; height: 0; box-sizing: border-box; z-index: 800; border: 2px dotted ${theme.color.focus}; }
  .leaflet-zoom-animated { transform-origin: 0 0; }
  .leaflet-zoom-anim .leaflet-zoom-animated { transition: transform 0.25s cubic-bezier(0, 0, 0.25, 1); }
  .leaflet-zoom-anim .leaflet-tile, .leaflet-pan-anim .leaflet-tile { transition: none; }
  .leaflet-zoom-anim .leaflet-zoom-hide { visibility: hidden; }
  .leaflet-grab { cursor: grab; }
  .leaflet-dragging .leaflet-grab { cursor: grabbing; }
  .leaflet-interactive { cursor: pointer; }
  .leaflet-pane > svg path, .leaflet-tile-container { pointer-events: none; }
  .leaflet-pane > svg path.leaflet-interactive { pointer-events: auto; }
  .leaflet-control { position: relative; z-index: 800; pointer-events: auto; float: left; clear: both; cursor: auto; }
  .leaflet-top, .leaflet-bottom { position: absolute; z-index: 1000; pointer-events: none; }
  .leaflet-top { top: 0; }
  .leaflet-right { right: 0; }
  .leaflet-bottom { bottom: 0; }
  .leaflet-left { left: 0; }
  .leaflet-right .leaflet-control { float: right; }
  .leaflet-top .leaflet-control { margin-top: 10px; }
  .leaflet-left .leaflet-control { margin-left: 10px; }
  .leaflet-bar { box-shadow: ${theme.shadow.card}; border-radius: 4px; }
  .leaflet-bar a {
    display: block; width: 34px; height: 34px; line-height: 34px; text-align: center; text-decoration: none;
    color: ${theme.color.text}; background: ${theme.color.surface}; border-bottom: 1px solid ${theme.color.borderStrong}; font: bold 20px monospace;
  }
  .leaflet-bar a:hover, .leaflet-bar a:focus { background: ${theme.color.surfaceSunken}; }
  .leaflet-bar a:first-child { border-radius: 4px 4px 0 0; }
  .leaflet-bar a:last-child { border-radius: 0 0 4px 4px; border-bottom: none; }
  .leaflet-bar a.leaflet-disabled { cursor: default; background: ${theme.color.surfaceSunken}; color: ${theme.color.muted}; }
  .leaflet-container .leaflet-control-attribution { background: ${theme.color.surfaceGlass}; margin: 0; padding: 0 5px; color: ${theme.color.textSoft}; }
  .leaflet-control-attribution a { color: ${theme.color.info}; }
  .leaflet-attribution-flag { display: inline !important; vertical-align: baseline !important; width: 1em; height: 0.6669em; }
  .leaflet-tooltip {
    position: absolute; padding: 6px; background: ${theme.color.surface}; border-radius: 3px; color: ${theme.color.text}; white-space: nowrap;
    pointer-events: none; box-shadow: ${theme.shadow.card};
  }
`;
