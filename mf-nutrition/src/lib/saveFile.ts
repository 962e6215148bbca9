// Hands a generated file (same-origin /uploads URL from the API) to the browser as a download.
// An <a download> works after the await of the API call, where window.open would be treated as
// a popup and blocked.
export function saveFile(url: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
