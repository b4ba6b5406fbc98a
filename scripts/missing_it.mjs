import {parse} from '@fluent/syntax'; import fs from 'fs';
const ids=f=>{let g='',o=[];for(const e of parse(fs.readFileSync(f,'utf8'),{}).body){if(e.type==='GroupComment')g=e.content.slice(0,30);if(e.type==='Message'||e.type==='Term')o.push([g,e.id.name]);}return o;};
const it=new Set(ids('web/i18n/it.ftl').map(x=>x[1]));const c={};
for(const [g,i] of ids('web/i18n/en.ftl')) if(!it.has(i)) (c[g]??=[]).push(i);
for(const g in c) console.log(c[g].length, g, c[g].slice(0,3).join(' '));
