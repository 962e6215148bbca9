// Everything a signed-in member sees around the pages: the layouts of both breakpoints, their
// menus, the navigation guard and the guarded outlet. A chunk of its own, so the sign-in page
// never loads it (bootstrap starts it at once when a token is stored).
import { AppLayout } from './layout/AppLayout';
import { GuardedOutlet } from './routes/GuardedOutlet';
import { NavigationGuard } from './routes/NavigationGuard';

export default function SignedInShell() {
  return (
    <>
      <NavigationGuard />
      <AppLayout>
        <GuardedOutlet />
      </AppLayout>
    </>
  );
}
