import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { Preset, PresetRequest, PresetUpdate } from '@shared/schemas/publication-presets';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { ownerScope } from '../common/ownership';
import {
  ownedGroups,
  presetById,
  presetsOf,
  type StoredPresetGroup,
  type StoredPresetOptions,
  storedPresetOptions,
} from './preset-queries';
import type { PresetRepository } from './preset-repository';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;

/**
 * Publication presets ('Шаблони публікацій'). A preset belongs to the user who saved it: a user sees and
 * changes only their own, an admin everyone's (each shown with its owner); another user's preset answers
 * 404, as other owned objects do. The groups a preset targets must be its owner's (an admin editing a
 * user's preset picks among that user's groups), checked on every save; a group deleted since stays
 * named in the preset, marked `missing`, until the preset is saved without it.
 */
export class PresetService {
  constructor(
    private readonly db: Database,
    private readonly presets: PresetRepository,
  ) {}

  list(user: SessionUser): Promise<Preset[]> {
    return presetsOf(this.db, ownerScope(user), user.id);
  }

  async get(user: SessionUser, id: number): Promise<Preset> {
    const preset = await presetById(this.db, id, ownerScope(user));
    if (!preset) throw new HttpError(404, messages.presetNotFound);
    return preset;
  }

  async create(user: SessionUser, body: PresetRequest): Promise<Preset> {
    const { name, ...options } = body;
    const groups = await this.groupsOf(user.id, options.groups);
    const id = await this.saving(() => this.presets.insert(user.id, name, { ...options, groups }));
    return this.get(user, id);
  }

  /** Changes the fields sent; the others keep their stored value. */
  async update(user: SessionUser, id: number, body: PresetUpdate): Promise<Preset> {
    const current = await this.get(user, id);
    const stored = await storedPresetOptions(this.db, id);
    if (!stored) throw new HttpError(404, messages.presetNotFound);
    const { name, groups, ...sent } = body;
    const defined = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)) as Partial<StoredPresetOptions>;
    const options: StoredPresetOptions = {
      ...stored,
      ...defined,
      groups: groups === undefined ? stored.groups : await this.groupsOf(current.user.id, groups),
    };
    await this.saving(() => this.presets.update(id, name ?? current.name, options));
    return this.get(user, id);
  }

  async remove(user: SessionUser, id: number): Promise<void> {
    await this.get(user, id);
    await this.presets.remove(id);
  }

  /** The groups `ids` as stored (with their names); 404 when any is not the preset owner's. */
  private async groupsOf(ownerId: number, ids: readonly number[]): Promise<StoredPresetGroup[]> {
    const groups = await ownedGroups(this.db, ownerId, ids);
    if (groups.length !== ids.length) throw new HttpError(404, messages.groupNotFound, { groups: messages.groupNotFound });
    return groups;
  }

  /** A write that may hit the owner's unique name: 409 with the message under `name`. */
  private async saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, messages.presetNameTaken, { name: messages.presetNameTaken });
      throw error;
    }
  }
}
