// Mantine's PostCSS preset: rem(), light-dark() and the breakpoint mixins in CSS modules.
export default {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
