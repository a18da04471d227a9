/** Build identifier, used to bust caches of unhashed files such as translations. */
declare const __BUILD_ID__: string
