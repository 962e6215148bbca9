// Section "Участники" (/staff/members/): the members the staff member sees (the server's
// visibility rule) and one member's card.
import { Route, Routes } from 'react-router-dom';
import { MemberCardPage } from './MemberCardPage';
import { MembersPage } from './MembersPage';

export default function MembersSection() {
  return (
    <Routes>
      <Route index element={<MembersPage />} />
      <Route path=":id" element={<MemberCardPage />} />
    </Routes>
  );
}
