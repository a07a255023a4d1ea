import { ATTRIBUTION_STORAGE_KEY, attributionParameters } from './attribution-parameters'

/**
 * The first touch, kept by a few bytes of plain script in the page's head: it runs while the
 * page is being read, before any bundle arrives, so a visitor who moves on at once (or whose
 * JavaScript bundles never load) still carries the ad's parameters to the form. It keeps the
 * landing as it was (address, referrer, time); the form turns it into attribution with the
 * shared schema when it is sent (first-touch-store.ts). An ordinary visit keeps nothing.
 */
export const landingCaptureScript = `(function(){try{var s=window.sessionStorage,k=${JSON.stringify(ATTRIBUTION_STORAGE_KEY)};\
if(s.getItem(k))return;var q=new URLSearchParams(location.search);\
if(!${JSON.stringify(Object.keys(attributionParameters))}.some(function(p){return q.has(p)}))return;\
s.setItem(k,JSON.stringify({url:location.href,referrer:document.referrer,at:new Date().toISOString()}))}catch(e){}})()`
