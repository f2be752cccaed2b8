import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '../../../features/auth/lib/guards';
import { VideoPlayer } from '../../../features/player/components/video-player';
import { SelectedClipsPage } from '../../../features/user-clips/components/selected-clips-page';

export const Route = createFileRoute('/selected/clips/')({
  beforeLoad: requireAuth,
  component: () => (
    <SelectedClipsPage
      renderPlayer={(clip) => (
        <VideoPlayer
          key={clip.id}
          url={clip.source.hd ?? ''}
          live={false}
          clipLength={clip.duration}
          poster={clip.imageUrl}
          title={clip.title}
        />
      )}
    />
  ),
});
