import { auditLog, printAuditLog } from './audit-log';
printAuditLog(await auditLog());
