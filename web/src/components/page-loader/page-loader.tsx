// A page that is still loading (a route's code or data).
import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center role="status" aria-label="Loading" py={96}>
      <Loader />
    </Center>
  );
}
