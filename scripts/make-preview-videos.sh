#!/bin/sh
# Makes the short template preview clips in public/videos/ (run once; the files are committed).
# Each clip is an honest abstract preview: an animated lavfi pattern with a caption naming the
# template style, 3 s, 360x640 (9:16), silent, as H.264 MP4 and VP9 WebM.
# Needs ffmpeg with libx264, libvpx and libfreetype (Debian: apt-get install -y ffmpeg).
set -eu
cd "$(dirname "$0")/../public/videos"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

make() {
  name=$1 caption=$2 source=$3
  filter="drawtext=fontfile=$font:text='$caption':fontsize=30:fontcolor=white:x=(w-tw)/2:y=h*0.42:box=1:boxcolor=black@0.55:boxborderw=14,drawtext=fontfile=$font:text='Abstract style preview':fontsize=18:fontcolor=white:x=(w-tw)/2:y=h*0.42+64:box=1:boxcolor=black@0.55:boxborderw=8"
  ffmpeg -y -loglevel error -f lavfi -i "$source" -t 3 -vf "$filter" -an \
    -c:v libx264 -profile:v baseline -pix_fmt yuv420p -crf 34 -preset veryslow -movflags +faststart "$name.mp4"
  ffmpeg -y -loglevel error -f lavfi -i "$source" -t 3 -vf "$filter" -an \
    -c:v libvpx-vp9 -pix_fmt yuv420p -b:v 0 -crf 48 -row-mt 1 "$name.webm"
}

make beat-sync 'Beat sync' 'gradients=s=360x640:r=24:c0=0x0a5fc2:c1=0x14b8a6:speed=0.2,drawbox=x=0:y=ih-ih*0.25*abs(sin(PI*2*t)):w=iw:h=ih*0.25:color=white@0.35:t=fill'
make velocity 'Velocity edit' 'gradients=s=360x640:r=24:c0=0x2b1055:c1=0xd53369:speed=0.08'
make glitch 'Glitch transition' 'gradients=s=360x640:r=24:c0=0x111111:c1=0x8a1c1c:speed=0.1,drawbox=x=mod(t*240\,iw):y=ih*0.2:w=60:h=ih*0.6:color=0x00ffff@0.5:t=fill,drawbox=x=iw-mod(t*180\,iw):y=ih*0.3:w=40:h=ih*0.4:color=0xff00ff@0.5:t=fill'
make lifestyle 'Day in my life' 'gradients=s=360x640:r=24:c0=0xf6d365:c1=0xfda085:speed=0.04'
make slideshow 'Photo slideshow' 'gradients=s=360x640:r=24:c0=0x0f2027:c1=0x2c5364:speed=0.06'
make text-reveal 'Text reveal' 'color=c=0x101216:s=360x640:r=24,drawbox=x=0:y=ih*0.3:w=iw*t/3:h=8:color=0x7ab8ff:t=fill'
