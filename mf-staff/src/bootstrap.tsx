// Standalone mount, for local development ONLY (`pnpm --filter @club/mf-staff dev`: this remote with
// hot reload and the API with demo data). The shared dev harness stands in for the shell: sign-in
// (a staff account: the admin by default), the shell's overlays, desktop/phone widths, a link to
// the staff app. In production the shell loads `./routes` through federation and never runs this.
import { mountDevHarness } from '@club/shared/dev-harness';
import routes from './routes';
import widgets from './widgets';

mountDevHarness({
  remote: 'mf_staff',
  routes,
  widgets,
  demoAccount: { email: 'admin@club.local', password: 'admin12345' },
});
