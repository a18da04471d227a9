// Boot stage 1 (src/main.tsx): React and its renderer, run in a task before the app.
import 'react'
import 'react-dom/client'
