import { z } from 'zod';
import { hiddenCharacter } from './file-names';
import { recordId, recordIdParam, text } from './request-fields';

/**
 * The document calls of SPEC §7 "Associations and documents", shared by the API (validation +
 * OpenAPI) and the web app. Responses are used by the web as received.
 */

/** SPEC §8 texts word for word, and our own for the cases the spec is silent on. */
export const documentMessages = {
  uploadFailed: 'Failed to upload files. Please try again.',
  /** Every refused file was refused for what it is (type, name, size): trying again cannot help. */
  filesRefused: 'These files were not uploaded.',
  fileSizeExceeded: 'File Size Exceeded',
  fileTooLarge: (fileName: string, maxMb: number) =>
    `"${fileName}" is larger than the ${maxMb} MB limit and was not uploaded.`,
  duplicateName: 'This name already exists, please enter a different name.',
  nameRequired: 'Enter a name.',
  nameTooLong: 'The name can be at most 200 characters.',
  namePathLike: 'The name cannot contain / or \\, start with a dot, or be "." or "..".',
  nameInvisible:
    'The name cannot contain invisible or direction-changing characters (such as control characters, zero-width spaces or right-to-left marks).',
  nameExtension: (fileName: string, kind: string, extensions: readonly string[]) =>
    `"${fileName}" must end in ${extensions.map((extension) => `.${extension}`).join(' or ')}: the file is ${kind}.`,
  fileEmpty: (fileName: string) => `"${fileName}" is empty and was not uploaded.`,
  fileTypeNotAllowed: (fileName: string) =>
    `"${fileName}" is not a file type that can be uploaded (PDF, Word, Excel, PowerPoint, images, text or CSV).`,
  fileDisguised: (fileName: string, claimed: string, actual: string) =>
    `"${fileName}" was not uploaded: its name says ${claimed} but its content is ${actual}.`,
  fileMissing: 'Choose a file to upload.',
  folderRequired: 'Choose the folder to upload into.',
  folderIntoItself: 'A folder cannot be moved into itself or into one of its own folders.',
  folderOtherAssociation: 'Documents can only be moved within the same association.',
  folderTooDeep: (maxDepth: number) => `Folders can be nested at most ${maxDepth} levels deep.`,
  folderAudienceChange:
    'This move would change who can see the folder. Only the management company can change folder security.',
  fileAudienceChange:
    'This move would change who can see the file. Only the management company can change folder security.',
  textSkipped:
    'Its text was not read for search (the file is over the size, time or memory limits), so search finds it by its name only.',
  textFailed: 'Its text could not be read for search, so search finds it by its name only.',
} as const;

export const documentErrorCodes = {
  fileSizeExceeded: 'FILE_SIZE_EXCEEDED',
  duplicateName: 'DUPLICATE_NAME',
  fileType: 'FILE_TYPE_NOT_ALLOWED',
  fileDisguised: 'FILE_DISGUISED',
  fileEmpty: 'FILE_EMPTY',
  folderIntoItself: 'FOLDER_INTO_ITSELF',
  folderTooDeep: 'FOLDER_TOO_DEEP',
  folderAudienceChange: 'FOLDER_AUDIENCE_CHANGE',
  fileAudienceChange: 'FILE_AUDIENCE_CHANGE',
  nameExtension: 'NAME_EXTENSION_MISMATCH',
} as const;

/** Who may see a main (top-level) folder and everything inside it (SPEC §6: permissions cascade). */
export const documentAudiences = ['owners', 'board'] as const;
export type DocumentAudience = (typeof documentAudiences)[number];

export const maxDocumentNameLength = 200;

/** Main folder = level 1; deeper trees are refused so every walk up or down is short and bounded. */
export const maxFolderDepth = 20;

/** A file or folder name: not empty, no path, no leading dot, nothing invisible or direction-changing. */
export function documentNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return documentMessages.nameRequired;
  if (trimmed.length > maxDocumentNameLength) return documentMessages.nameTooLong;
  // before trimming too: trim() would quietly drop a BOM or line separator at either end
  if (hiddenCharacter.test(name)) return documentMessages.nameInvisible;
  if (/[/\\]/.test(trimmed) || trimmed.startsWith('.')) return documentMessages.namePathLike;
  return null;
}

export const documentNameSchema = text().superRefine((value, context) => {
  const problem = documentNameProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

export const directorySchema = z
  .object({
    id: z.number().int(),
    name: text(),
    parentId: z.number().int().nullable().describe('null for a main (top-level) folder'),
    audience: z
      .enum(documentAudiences)
      .describe("Who may see it: the main folder's audience, which cascades to everything inside"),
    documentCount: z.number().int().describe('Files inside, subfolders included'),
    createdAt: text(),
  })
  .meta({ id: 'Directory' });
export type Directory = z.infer<typeof directorySchema>;

/**
 * Whether a file's text was read for search: extracted; none (a type without text, such as an image);
 * skipped (over the size, time or memory limits of extraction); failed (the file could not be read).
 * Unless extracted, search finds the file by its name only.
 */
export const textExtractions = ['extracted', 'none', 'skipped', 'failed'] as const;
export type TextExtraction = (typeof textExtractions)[number];

export const documentSchema = z
  .object({
    id: z.number().int(),
    name: text(),
    parentId: z.number().int().describe('The folder it is in'),
    contentType: text(),
    size: z.number().int().describe('Bytes'),
    textExtraction: z
      .enum(textExtractions)
      .describe(
        'Whether its text was read for search: skipped when over the size, time or memory limits, failed when unreadable (then search finds it by name only)',
      ),
    createdAt: text(),
    updatedAt: text(),
  })
  .meta({ id: 'Document' });
export type DocumentItem = z.infer<typeof documentSchema>;

export const directoryListQuerySchema = z.object({
  folderId: recordIdParam.optional().describe('Also list the files of this folder'),
});

export const directoryListSchema = z
  .object({
    directories: z.array(directorySchema).describe('Every folder the caller may see, main folders first'),
    documents: z.array(documentSchema).describe('The files of `folderId` (empty without it)'),
  })
  .meta({ id: 'DirectoryList' });
export type DirectoryList = z.infer<typeof directoryListSchema>;

export const documentPermissionsQuerySchema = z.object({
  systemSecurity: z.literal('boardDocManage'),
});

export const documentPermissionsSchema = z
  .object({
    systemSecurity: z.literal('boardDocManage'),
    allowed: z.boolean().describe('Whether the caller may upload, rename, duplicate, move and delete'),
    maxFileSizeMb: z.number().describe('The upload limit per file, in MB'),
  })
  .meta({ id: 'DocumentPermissions' });
export type DocumentPermissions = z.infer<typeof documentPermissionsSchema>;

export const createDirectoryBodySchema = z.object({ name: documentNameSchema });

/** PATCH on a folder or file: rename, move, or both. */
export const patchDocumentBodySchema = z
  .object({
    name: documentNameSchema.optional(),
    parentId: recordId.optional().describe('The folder to move it into'),
  })
  .refine((body) => body.name !== undefined || body.parentId !== undefined, {
    message: 'Give a new name or a new folder.',
  });

export const duplicateDocumentBodySchema = z.object({ name: documentNameSchema.optional() }).nullish();

export const documentSearchQuerySchema = z.object({
  q: text().trim().min(1).max(200).describe('Words to find in names and inside the files'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const documentSearchHitSchema = documentSchema
  .extend({
    folderName: text(),
    snippet: text().nullable().describe('Text around the match, matches between « and »'),
  })
  .meta({ id: 'DocumentSearchHit' });
export type DocumentSearchHit = z.infer<typeof documentSearchHitSchema>;

export const documentSearchResultSchema = z
  .object({ results: z.array(documentSearchHitSchema) })
  .meta({ id: 'DocumentSearchResult' });
export type DocumentSearchResult = z.infer<typeof documentSearchResultSchema>;

export const deletedSchema = z
  .object({
    deletedFolders: z.number().int(),
    deletedDocuments: z.number().int(),
  })
  .meta({ id: 'DocumentsDeleted' });

/** Whether the browser can show a file itself (the preview page), or only download it. */
export function previewKindOf(contentType: string): 'pdf' | 'image' | 'download' {
  if (contentType === 'application/pdf') return 'pdf';
  if (/^image\/(png|jpeg|gif|webp)$/.test(contentType)) return 'image';
  return 'download';
}
