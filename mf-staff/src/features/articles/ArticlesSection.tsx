// Section "Статьи" (/staff/articles/, articles:publish): every article (drafts, published,
// unpublished), a new one, and one article's editor with its preview.
import { Route, Routes } from 'react-router-dom';
import { ArticleEditorPage } from './ArticleEditorPage';
import { ArticlesPage } from './ArticlesPage';

export default function ArticlesSection() {
  return (
    <Routes>
      <Route index element={<ArticlesPage />} />
      <Route path="new" element={<ArticleEditorPage />} />
      <Route path=":id" element={<ArticleEditorPage />} />
    </Routes>
  );
}
