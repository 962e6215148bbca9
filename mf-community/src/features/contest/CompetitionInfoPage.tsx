// Routes competition-rules and competition-prize (/competition/rules, /competition/prize; spec
// §2.6): on a phone a page (title 'Конкурс', a return button) with the HTML of the rules or the
// prizes, loaded on open; on a desktop the contest page with that modal.
import { useNavigate } from 'react-router-dom';
import { LoadState, Page, useIsMobile } from '@club/shared';
import CompetitionPage, { HtmlContent, PRIZES_TITLE, RULES_TITLE } from './CompetitionPage';
import { CONTEST_LOAD_FAILED, useContest } from './useContest';
import styles from './Competition.module.css';

function InfoPage({ kind }: { kind: 'rules' | 'prize' }) {
  const navigate = useNavigate();
  const { load, retry } = useContest();
  const back = () => navigate('/competition/');
  let body;
  if (load.status !== 'ready')
    body = (
      <LoadState
        status={load.status}
        failedText={CONTEST_LOAD_FAILED}
        reason={load.status === 'failed' ? load.reason : null}
        onRetry={retry}
      />
    );
  else if (!load.contest) body = <p>Конкурс не найден.</p>;
  else
    body = (
      <>
        <h2 className={styles.subTitle}>{kind === 'rules' ? RULES_TITLE : PRIZES_TITLE}</h2>
        <HtmlContent
          html={kind === 'rules' ? load.contest.rules_of_participation : load.contest.prizes}
        />
      </>
    );
  return (
    <Page title="Конкурс" onBack={back}>
      {body}
    </Page>
  );
}

function route(kind: 'rules' | 'prize') {
  return function CompetitionInfoRoute() {
    const isMobile = useIsMobile();
    return isMobile ? <InfoPage kind={kind} /> : <CompetitionPage initial={{ kind }} />;
  };
}

export const CompetitionRulesPage = route('rules');
export const CompetitionPrizePage = route('prize');
