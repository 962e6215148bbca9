// Standalone mount, for local development ONLY (`pnpm --filter @club/mf-training dev`: this remote with
// hot reload and the API with demo data). The shared dev harness stands in for the shell: sign-in,
// the shell's overlays, desktop/phone widths, links to every page and widget. In production the
// shell loads `./routes` and `./widgets` through federation and never runs this file.
import { mountDevHarness } from '@club/shared/dev-harness';
import routes from './routes';
import widgets from './widgets';

mountDevHarness({ remote: 'mf_training', routes, widgets });
