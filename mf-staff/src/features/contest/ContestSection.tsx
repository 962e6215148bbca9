// Section «Конкурс» (/staff/contest/): the contest reports waiting for a decision across the club,
// and one report with its photos, approved or rejected with a reason.
import { Route, Routes } from 'react-router-dom';
import { ContestQueuePage } from './ContestQueuePage';
import { ContestReportPage } from './ContestReportPage';

export default function ContestSection() {
  return (
    <Routes>
      <Route index element={<ContestQueuePage />} />
      <Route path=":id" element={<ContestReportPage />} />
    </Routes>
  );
}
