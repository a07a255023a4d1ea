/** Next's defaults, with the site's compression (the bare page is compared with the site's gzipped HTML). */
export default { compress: true, poweredByHeader: false }
