# Writes tivanza-teams-transcript.docx: a Microsoft Teams meeting TRANSCRIPT as Teams downloads it (.docx):
# title, date and duration line, then one block per utterance (speaker and timestamp, then the words).
# Usage: python3 THIS.py OUT.docx
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from docxlib import run, p, build

T = [
 ('Rachel Kim', '0:00:04', 'OK, I think we have everybody. Hang on, Devon is still in the lobby. Let me admit him.'),
 ('Devon Ashworth', '0:00:19', 'Hi, sorry, the link in the invite took me to the old meeting.'),
 ('Rachel Kim', '0:00:24', 'No worries. So this is the kickoff for the Tivanza HCP video and rep email work for next year. I’m recording so the studio can listen later. Quick background, Tivanza got the heart failure label expansion in September, so this is mostly about getting the new data in front of cardiologists before ACC in March. Budget for production is 140K, that includes the edits and the emails, not media.'),
 ('Owen Brandt', '0:01:02', 'And the 140 is signed off?'),
 ('Rachel Kim', '0:01:05', 'Signed off by Lena last Thursday, yeah.'),
 ('Owen Brandt', '0:01:09', 'Great. OK so on our side, Devon is editing, Mei is doing the emails, and I’m producing. What do you need from us in terms of deliverables?'),
 ('Rachel Kim', '0:01:21', 'So three video pieces. The MOA video, which is the long one, then a 30 for the HCP portals, and a 15 second cutdown of the 30 for paid social on Clinisphere and the like. And two rep-triggered emails.'),
 ('Devon Ashworth', '0:01:40', 'How long is the MOA one going to be?'),
 ('Rachel Kim', '0:01:43', 'It cannot go over 90 seconds. Last time we had a two minute one and the completion rate was terrible, like 18%.'),
 ('Devon Ashworth', '0:01:53', 'OK. And format wise, same as last year?'),
 ('Rachel Kim', '0:01:57', 'Yeah, everything 1920 by 1080, MP4, H.264. The portal player doesn’t take anything else.'),
 ('Devon Ashworth', '0:02:06', 'Frame rate? We shot the interviews at 25 by mistake, um, the Berlin shoot.'),
 ('Rachel Kim', '0:02:12', 'It has to be delivered at 29.97. The portal player drops frames on 25, we had that issue on the Corvex campaign. So you’ll have to convert.'),
 ('Devon Ashworth', '0:02:22', 'Fine, we can conform it.'),
 ('Owen Brandt', '0:02:25', 'What about file size for the portals?'),
 ('Rachel Kim', '0:02:29', 'Under 500 megs per file for the portal upload. The social cutdown I don’t know, I think Clinisphere is 200 but don’t quote me, I’ll check.'),
 ('Owen Brandt', '0:02:40', 'OK I’ll put that as an open question.'),
 ('Rachel Kim', '0:02:43', 'And bitrate ideally between 8 and 10 megabits, that’s what Anders in media said looks best on their players, but it’s not a hard rule.'),
 ('Devon Ashworth', '0:02:54', 'Makes sense.'),
 ('Lena Vasquez', '0:02:57', 'Can I jump in on the regulatory side before we get too far?'),
 ('Rachel Kim', '0:03:00', 'Yes please, go ahead Lena.'),
 ('Lena Vasquez', '0:03:02', 'So a few things. Captions have to be burned in on every video, no exceptions. Doctors watch these on mute at the office and at congress. Second, every video needs the fair balance end slate with the boxed warning, and it has to stay on screen for at least 10 seconds. Medical will not approve anything shorter, they timed it last round.'),
 ('Devon Ashworth', '0:03:24', 'Even on the 15?'),
 ('Lena Vasquez', '0:03:26', 'Even on the 15. So the 15 is really five seconds of content plus the slate. I know. Sorry.'),
 ('Devon Ashworth', '0:03:33', 'Ha, OK. Noted.'),
 ('Lena Vasquez', '0:03:35', 'And audio, the loudness should be minus 24 LUFS, plus or minus 2. We had one rejected by the portal for being too loud. And the PI, the prescribing information link, has to be in the video description on every placement and on the end slate as a URL.'),
 ('Owen Brandt', '0:03:52', 'The end slate URL is tivanzahcp.com/pi?'),
 ('Lena Vasquez', '0:03:55', 'Yes, exactly that.'),
 ('Rachel Kim', '0:03:58', 'OK, emails. Mei, you there?'),
 ('Mei Tanaka', '0:04:01', 'Yes, hi. I have a list from the Veeva team actually. They’re rep-triggered, Veeva Approved Email. The template has to be 600 pixels wide max. Total weight of the email under 100K, images included, because of the Outlook clients in the hospital systems.'),
 ('Rachel Kim', '0:04:20', 'What about subject lines?'),
 ('Mei Tanaka', '0:04:22', 'Subject line 45 characters max, preheader 85. And every image needs alt text, that’s an accessibility thing, it’s a must. Oh, and no background images, Outlook drops them.'),
 ('Lena Vasquez', '0:04:36', 'And in the email the boxed warning has to be above the fold, before any efficacy claim. Full ISI can be at the bottom.'),
 ('Mei Tanaka', '0:04:43', 'Got it.'),
 ('Owen Brandt', '0:04:45', 'Naming, do we have a convention?'),
 ('Rachel Kim', '0:04:48', 'Use the job number at the start. Like TVZ-HCP-26-014_MOA_v1.mp4, so job number, piece, version. The job numbers come from the Workfront tracker.'),
 ('Owen Brandt', '0:05:01', 'Perfect. Timeline?'),
 ('Rachel Kim', '0:05:03', 'Rough cuts by December 18, MLR on January 8, final delivery January 29. I’ll send the Gantt.'),
 ('Devon Ashworth', '0:05:12', 'One thing, do you like the blue they used on the Corvex end slate? I thought it looked great.'),
 ('Rachel Kim', '0:05:16', 'I liked it, yeah. But use the Tivanza palette, obviously.'),
 ('Lena Vasquez', '0:05:21', 'The brand team will send the updated guidelines, the logo minimum is in there somewhere.'),
 ('Rachel Kim', '0:05:27', 'OK, I think that’s it. I’ll circulate the recording and the transcript. Thanks everyone.'),
 ('Owen Brandt', '0:05:32', 'Thanks, bye.'),
]
body = [p(run('Tivanza HCP video + RTE kickoff', b=True, sz=32), spacing_after=60),
        p(run('November 19, 2026, 3:02PM', sz=20), spacing_after=20),
        p(run('5m 41s', sz=20), spacing_after=200)]
for who, ts, text in T:
    body.append(p([run(who, b=True), run('   ' + ts, color='616161')], spacing_after=20, keep=True))
    body.append(p(text, spacing_after=160))
body.append(p(run('Rachel Kim stopped transcription', i=True, color='616161')))
build(sys.argv[1], body, '', '', 'Tivanza HCP video + RTE kickoff', 'Microsoft Teams', accent='444791', font='Segoe UI')
