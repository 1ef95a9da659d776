import { AdminFrame } from '../shell/admin-layout';

export default AdminFrame;
