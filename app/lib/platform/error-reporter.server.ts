// The browser's error reporter (decision 077): it posts uncaught errors to /_errors with the page's
// path, never its query.

/** A loop of errors costs the customer nothing. */
const REPORTS_PER_PAGE = 3;

export const ERROR_REPORTER_SCRIPT =
  `(function(s){if(s)s.remove();var w=window,n=0;` +
  `function send(t,m,k){if(n++>=${REPORTS_PER_PAGE})return;try{var b=JSON.stringify({type:String(t||"Error").slice(0,100),message:String(m||"").slice(0,1000),stack:k?String(k).slice(0,8000):undefined,path:location.pathname.slice(0,500)});` +
  `fetch("/_errors",{method:"POST",body:b,headers:{"content-type":"application/json"},keepalive:true,credentials:"omit"}).catch(function(){})}catch(e){}}` +
  `function on(){w.addEventListener("error",function(e){var r=e.error;send(r&&r.name,r&&r.message||e.message,r&&r.stack)});` +
  `w.addEventListener("unhandledrejection",function(e){var r=e.reason;send(r&&r.name||"UnhandledRejection",r&&r.message||String(r),r&&r.stack)})}` +
  `if(document.readyState==="complete")on();else w.addEventListener("load",on)` +
  `})(document.currentScript)`;
