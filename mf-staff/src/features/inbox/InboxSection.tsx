// Section «Входящие» (/staff/inbox/): the inbox and one conversation.
import { Route, Routes } from 'react-router-dom';
import { ConversationPage } from './ConversationPage';
import { InboxPage } from './InboxPage';

export default function InboxSection() {
  return (
    <Routes>
      <Route index element={<InboxPage />} />
      <Route path=":member/:channel" element={<ConversationPage />} />
    </Routes>
  );
}
