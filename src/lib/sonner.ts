// Sonner with its stylesheet, which the build takes out of sonner's script
// (scripts/vite/sonner-stylesheet.ts): the rules arrive as a CSS file with this lazy module. The
// toaster and the toasts load sonner through here, as one file.
import 'sonner/dist/styles.css'

export { toast, Toaster } from 'sonner'
