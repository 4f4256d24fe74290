/**
 * A JPEG of one frame of a local video, made in the browser (background uploads use the
 * frame at 0.1 s, or 0 when the video is shorter; the creation form uses 1 s).
 */
export function captureVideoFrame(file: Blob, atSeconds: number, maxWidth = 480): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let done = false;
    const finish = (error: Error | null, blob?: Blob) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      if (error || !blob) reject(error ?? new Error('no frame'));
      else resolve(blob);
    };
    const timer = setTimeout(() => finish(new Error('frame timeout')), 15_000);

    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.onerror = () => finish(new Error('video cannot be decoded'));
    video.onloadedmetadata = () => {
      const duration = Number.isFinite(video.duration) ? video.duration : 0;
      video.currentTime = duration > atSeconds ? atSeconds : 0;
    };
    video.onseeked = () => {
      const scale = Math.min(1, maxWidth / (video.videoWidth || maxWidth));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round((video.videoWidth || maxWidth) * scale));
      canvas.height = Math.max(1, Math.round((video.videoHeight || maxWidth) * scale));
      const context = canvas.getContext('2d');
      if (!context) {
        finish(new Error('no canvas'));
        return;
      }
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => finish(blob ? null : new Error('no frame'), blob ?? undefined), 'image/jpeg', 0.82);
    };
    video.src = url;
  });
}
