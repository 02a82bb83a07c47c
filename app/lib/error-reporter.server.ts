/*
 * The browser's error reporter (decision 077): an inline script of a few hundred bytes that the
 * server writes at the end of a document (scriptsAfterFirstPaint's tail) when error reporting is
 * on. Once the window has loaded, it posts the page's uncaught errors and unhandled rejections to
 * the storefront's /_errors, at most three per page, with the page's path and never its query.
 */

/** Most reports a page sends: a loop of errors costs the customer nothing. */
const REPORTS_PER_PAGE = 3;

export const ERROR_REPORTER_SCRIPT =
  `(function(s){if(s)s.remove();var w=window,n=0;` +
  `function send(t,m,k){if(n++>=${REPORTS_PER_PAGE})return;try{var b=JSON.stringify({type:String(t||"Error").slice(0,100),message:String(m||"").slice(0,1000),stack:k?String(k).slice(0,8000):undefined,path:location.pathname.slice(0,500)});` +
  `fetch("/_errors",{method:"POST",body:b,headers:{"content-type":"application/json"},keepalive:true,credentials:"omit"}).catch(function(){})}catch(e){}}` +
  `function on(){w.addEventListener("error",function(e){var r=e.error;send(r&&r.name,r&&r.message||e.message,r&&r.stack)});` +
  `w.addEventListener("unhandledrejection",function(e){var r=e.reason;send(r&&r.name||"UnhandledRejection",r&&r.message||String(r),r&&r.stack)})}` +
  `if(document.readyState==="complete")on();else w.addEventListener("load",on)` +
  `})(document.currentScript)`;
