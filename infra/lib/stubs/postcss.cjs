// Stands in for postcss in the Lambda bundles. sanitize-html loads postcss only to parse `style` attributes, and
// Hearth never allows one (functions/src/platform/html/sanitize.ts sets parseStyleAttributes: false), so the
// ~85 KB of postcss and source maps would never run. If it ever is called, it says so loudly.
'use strict';
module.exports.parse = () => {
  throw new Error('postcss is not bundled: style attributes are never allowed in stored HTML.');
};
