// Section «Прогресс» (/staff/progress/): the new dynamics reports of the staff member's members
// (the server's visibility rule) and one report beside an earlier one.
import { Route, Routes } from 'react-router-dom';
import { ProgressQueuePage } from './ProgressQueuePage';
import { ProgressReviewPage } from './ProgressReviewPage';

export default function ProgressSection() {
  return (
    <Routes>
      <Route index element={<ProgressQueuePage />} />
      <Route path=":id" element={<ProgressReviewPage />} />
    </Routes>
  );
}
