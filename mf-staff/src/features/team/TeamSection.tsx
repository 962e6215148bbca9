// Section "Сотрудники" (/staff/team/, staff:manage): the staff list, a new staff account, one
// staff member's edit page.
import { Route, Routes } from 'react-router-dom';
import { StaffEditPage } from './StaffEditPage';
import { StaffNewPage } from './StaffNewPage';
import { TeamPage } from './TeamPage';

export default function TeamSection() {
  return (
    <Routes>
      <Route index element={<TeamPage />} />
      <Route path="new" element={<StaffNewPage />} />
      <Route path=":id" element={<StaffEditPage />} />
    </Routes>
  );
}
