// Path parameters many contracts share, in a module of their own so a function's first-paint routes can use them
// without evaluating a whole domain's schemas.
import * as z from 'zod';

export const communityParamsSchema = z.object({ communityId: z.string().min(1).max(64) });
