import { Link } from 'react-router-dom';
import { CourseActivatedOverlay as SharedOverlay, type HomeLinkProps } from '@club/shared';
import { links } from '../routes/paths';

function HomeLink({ className, onClick, children }: HomeLinkProps) {
  return (
    <Link className={className} to={links.home()} onClick={onClick}>
      {children}
    </Link>
  );
}

/** The shared overlay (@club/shared, also in the dev harness) linking to the shell's home. */
export function CourseActivatedOverlay() {
  return <SharedOverlay HomeLink={HomeLink} />;
}
