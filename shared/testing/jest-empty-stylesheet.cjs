/** What a test imports for a stylesheet the build imports as text (see jest-preset.cjs). */
module.exports = '';
