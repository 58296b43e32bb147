/**
 * Routes for the publisher's staff under /api/staff. Each one is guarded by the staff check
 * (plugins/staff: `Admin-Auth` holds a staff member's admin token), which this area applies to
 * all of its routes: the staff session, and imports (imports.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StaffSession } from '@portal/contract';
import { envelopeResponses, ok } from '../../lib/envelope';
import importRoutes from './imports';

const TAGS = ['staff'];
const ADMIN_AUTH =
  'Needs `Admin-Auth: bearer <admin token>`, which the sign-in of a staff member answers: 401 without one (or with an invalid, expired or ended one), 403 for an account that is not staff.';

const staffRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('preHandler', fastify.requireStaff);

  fastify.get(
    '/session',
    {
      schema: {
        tags: TAGS,
        summary: 'The staff member whose admin token the request carries',
        description: ADMIN_AUTH,
        response: envelopeResponses(StaffSession),
      },
    },
    async (request) => {
      const { staff } = request;
      // requireStaff, the area's preHandler, has set it or refused the request.
      if (!staff) throw new Error('staff route reached without the staff check');
      return ok({
        userId: staff.userId,
        email: staff.email,
        nickName: staff.nickName,
        tenantId: staff.tenantId,
        staffSince: staff.staffSince,
      } satisfies StaffSession);
    },
  );

  // After the hook: every import route is a staff route.
  await fastify.register(importRoutes);
};

export default staffRoutes;
