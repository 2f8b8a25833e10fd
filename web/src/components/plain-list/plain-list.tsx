// A list of rows or cards: a <ul> (or <ol>) laid out as a Stack, without a list's bullets, indent and margins.
import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface PlainListProps extends Omit<StackProps, 'component' | 'p' | 'm' | 'style'> {
  /** An <ol>: the order means something (a ranking, the questions' order). */
  ordered?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

export function PlainList({ ordered = false, ...others }: PlainListProps) {
  return <Stack component={ordered ? 'ol' : 'ul'} p={0} m={0} style={{ listStyle: 'none' }} {...others} />;
}
