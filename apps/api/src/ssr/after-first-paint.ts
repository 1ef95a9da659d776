/**
 * The text of an inline script that runs `body` (script text) once the browser has reported its first
 * contentful paint, so nothing it requests competes with that paint, and a page-speed simulation that replays the
 * requests started before the paint does not count them. A hidden tab paints nothing: it runs at once; a browser
 * without paint timing, or one that has not painted within two seconds, runs it then.
 */
export function afterFirstPaint(body: string): string {
  return (
    '((run)=>{let done=false;const go=()=>{if(!done){done=true;run()}};' +
    "if(document.hidden||!PerformanceObserver.supportedEntryTypes?.includes('paint'))return go();" +
    "new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(go)}}).observe({type:'paint',buffered:true});" +
    `setTimeout(go,2000)})(()=>{${body}})`
  );
}
