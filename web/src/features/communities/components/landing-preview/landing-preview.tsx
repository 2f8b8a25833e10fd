// A drawing of a branded community site, for the landing page's hero (decorative only).
import { Box } from '@mantine/core';
import classes from './landing-preview.module.css';

const swatches = ['#c2410c', '#2563eb', '#0f766e', '#7c3aed'];

export function LandingPreview() {
  return (
    <Box className={classes.frame} aria-hidden="true" visibleFrom="md">
      <Box className={classes.chrome}>
        <span />
        <span />
        <span />
      </Box>
      <Box className={classes.banner} />
      <Box className={classes.identity}>
        <Box className={classes.icon} />
        <Box className={classes.lines}>
          <Box className={classes.line} w="55%" h={14} />
          <Box className={classes.line} w="80%" h={10} />
        </Box>
      </Box>
      {[0, 1].map((card) => (
        <Box key={card} className={classes.card}>
          <Box className={classes.avatar} />
          <Box className={classes.lines}>
            <Box className={classes.line} w="70%" h={10} />
            <Box className={classes.line} w="95%" h={8} />
            <Box className={classes.line} w="60%" h={8} />
          </Box>
        </Box>
      ))}
      <Box className={classes.swatches}>
        {swatches.map((color) => (
          <Box key={color} className={classes.swatch} style={{ background: color }} />
        ))}
      </Box>
    </Box>
  );
}
