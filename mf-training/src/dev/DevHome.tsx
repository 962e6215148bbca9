// Local development only: the home course cards widget, fed the way the shell feeds it.
import { useEffect, useState } from 'react';
import type { MainIndexResult } from '@club/shared';
import { getMainIndex } from '../api/getMainIndex';
import widgets from '../widgets';

export function DevHome() {
  const [data, setData] = useState<MainIndexResult | null>(null);
  useEffect(() => {
    void getMainIndex().then(({ result }) => setData(result));
  }, []);
  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
      <widgets.HomeCourses data={data} />
    </div>
  );
}
