import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { AdminLayout } from '../shell/admin-layout';

export const head: HeadFunction = () => ({ title: pageTitle('Admin Dashboard') });

export default AdminLayout;
